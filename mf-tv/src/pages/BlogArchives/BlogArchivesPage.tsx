import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { BLOG_ARCHIVES, Tabs, usePlatform } from '@vx/shared';
import { BlogLayout } from '../../components/BlogLayout/BlogLayout';
import { BlogNotFound } from '../../components/BlogNotFound/BlogNotFound';
import { BlogPagedPosts } from '../../components/BlogPostGrid/BlogPagedPosts';
import { isNotFound, parseCategoryId, useBlogArchive } from '../../queries/blog';

/** `?year=` of the URL: a year the server takes (2000–2100), else all years. */
const yearSchema = z.string().check(z.regex(/^(20\d\d|2100)$/));
const parseYear = (value: string | null) => (z.safeParse(yearSchema, value).success ? Number(value) : null);
const ALL = 'all';

/**
 * /magazine/archive/{categoryId}/ (spec 000 §3, spec 001 §9 archives 9, archive page starts at 2): the
 * category's posts by year. The year is in the URL (`?year=`), so a year's archive can be linked.
 */
export default function BlogArchivesPage() {
  const { t } = useTranslation('tv');
  const categoryId = parseCategoryId(useParams().categoryId);
  const [search, setSearch] = useSearchParams();
  const year = parseYear(search.get('year'));
  if (categoryId === null) return <BlogNotFound message={t('blog.category.notFound')} />;
  const choose = (next: number | null) => setSearch(next === null ? {} : { year: String(next) }, { replace: true });
  return <Archive key={categoryId} categoryId={categoryId} year={year} onYear={choose} />;
}

function Archive({ categoryId, year, onYear }: { categoryId: number; year: number | null; onYear: (year: number | null) => void }) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  // "More" counts for the year shown: another year starts again at its first 9.
  const [more, setMore] = useState({ year, pages: 1 });
  const pages = more.year === year ? more.pages : 1;
  const list = useBlogArchive(categoryId, year, pages);
  // The heading and the year tabs stay while another year loads (its answer has the same category and years).
  const [shown, setShown] = useState(list.first);
  if (list.first && list.first !== shown) setShown(list.first);
  const head = list.first ?? shown;
  if (head === undefined && list.isError && isNotFound(list.error)) return <BlogNotFound message={t('blog.category.notFound')} />;
  const category = head?.category;
  const title = category ? t('blog.archive.title', { name: category.name }) : t('blog.title');
  const tabs = [ALL, ...(head?.years ?? []).map((entry) => String(entry.year))];
  return (
    <BlogLayout
      title={title}
      header={
        category && (
          <Link to={href('blogCategory', { categoryId: String(categoryId) })} css={(theme) => ({ color: theme.colors.text })}>
            {t('blog.archive.categoryLink', { name: category.name })}
          </Link>
        )
      }
    >
      <div>
        {head && (
          <Tabs
            items={tabs}
            value={year === null ? ALL : String(year)}
            onChange={(item) => onYear(item === ALL ? null : Number(item))}
            label={t('blog.archive.years')}
            idPrefix="blog-archive-year"
            panelId="blog-archive-posts"
            text={(item) => (item === ALL ? t('blog.archive.allYears') : item)}
          />
        )}
        <div id="blog-archive-posts" role="tabpanel" aria-labelledby={`blog-archive-year-${year ?? ALL}`}>
          <BlogPagedPosts
            list={list}
            label={title}
            total={list.last?.total ?? 0}
            hasMore={list.last?.hasMore ?? false}
            skeletons={BLOG_ARCHIVES}
            empty={t('blog.empty')}
            error={t('blog.error')}
            onMore={() => setMore({ year, pages: pages + 1 })}
            moreTestId="blog-archive-more"
          />
        </div>
      </div>
    </BlogLayout>
  );
}
