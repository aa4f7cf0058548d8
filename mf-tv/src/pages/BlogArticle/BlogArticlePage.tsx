import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { Container, Heading, LoadError, Skeleton, useDocumentTitle, usePlatform } from '@vx/shared';
import { BlogArticleBody } from '../../components/BlogArticleBody/BlogArticleBody';
import { BlogBreadcrumbs } from '../../components/BlogBreadcrumbs/BlogBreadcrumbs';
import { BlogCategoryList } from '../../components/BlogCategoryList/BlogCategoryList';
import { BlogNotFound } from '../../components/BlogNotFound/BlogNotFound';
import { BlogDate } from '../../components/BlogPostTile/BlogDate';
import { BlogSimilarModels } from '../../components/BlogSimilarModels/BlogSimilarModels';
import { isNotFound, useBlogArticle } from '../../queries/blog';
import { rememberArticle, wasReadInAnotherLanguage } from './readArticles';

/** A slug as the server writes them: lowercase letters and digits joined by dashes. */
const slugSchema = z.string().check(z.maxLength(200), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/**
 * /magazine/{slug}/ (spec 000 §2 "blog article"; spec 001 §7.2 tv/article/{slug}): breadcrumbs,
 * title, sub-title, date and categories, the sanitised body, the previous post, the models it is
 * about and all categories. A slug that is no article in the page's language shows the not-found state.
 */
export default function BlogArticlePage() {
  const { t } = useTranslation('tv');
  const parsed = z.safeParse(slugSchema, useParams().slug);
  if (!parsed.success) return <BlogNotFound message={t('blog.article.notFound')} />;
  return <Article key={parsed.data} slug={parsed.data} />;
}

function Article({ slug }: { slug: string }) {
  const { t } = useTranslation('tv');
  const { href, language } = usePlatform();
  const article = useBlogArticle(slug);
  useDocumentTitle(article.data?.post.title ?? (article.isPending ? undefined : t('blog.title')));
  const shown = article.data !== undefined;
  useEffect(() => {
    if (shown) rememberArticle(slug, language);
  }, [shown, slug, language]);
  if (article.isPending) return <ArticleSkeleton />;
  if (!article.data) {
    if (!isNotFound(article.error)) {
      return (
        <Container>
          <LoadError message={t('blog.article.error')} retry={() => void article.refetch()} />
        </Container>
      );
    }
    // The language menu keeps the route's slug, but a slug is one language's (server/docs/blog.md):
    // an article just read in another language goes to the magazine of this one, not to "not found".
    if (wasReadInAnotherLanguage(slug, language)) return <Navigate to={href('blogOverview')} replace />;
    return <BlogNotFound message={t('blog.article.notFound')} />;
  }
  const { post, previous, similar, categories, breadcrumbs } = article.data;
  return (
    <Container>
      <BlogBreadcrumbs crumbs={breadcrumbs} />
      <article css={(theme) => ({ maxWidth: 760, display: 'grid', gap: theme.space(4), margin: `${theme.space(6)}px 0`, minWidth: 0 })}>
        <header css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
          <Heading level={1} css={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Heading>
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lead, color: theme.colors.textMuted })}>{post.subTitle}</p>
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'baseline', fontSize: theme.fontSize.small })}>
            <BlogDate iso={post.date} />
            <span>{t('blog.article.postedIn')}</span>
            {post.categories.map((category) => (
              <Link key={category.id} to={href('blogCategory', { categoryId: String(category.id) })} css={{ textDecoration: 'underline' }}>
                {category.name}
              </Link>
            ))}
          </div>
        </header>
        <BlogArticleBody html={post.body} />
        {previous && (
          <nav aria-label={t('blog.article.previous')} css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.space(3) })}>
            <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>{t('blog.article.previous')}</span>
            <Link to={href('blogArticle', { slug: previous.slug })} rel="prev" css={(theme) => ({ color: theme.colors.text, fontWeight: 600, overflowWrap: 'anywhere' })}>
              {previous.title}
            </Link>
          </nav>
        )}
      </article>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(8), paddingBottom: theme.space(10) })}>
        <BlogSimilarModels models={similar.models} />
        <BlogCategoryList categories={categories} title={t('blog.article.categories')} headingId="blog-article-categories" />
      </div>
    </Container>
  );
}

/** The article's shape while it loads. */
function ArticleSkeleton() {
  return (
    <Container>
      <div aria-busy="true" css={(theme) => ({ maxWidth: 760, display: 'grid', gap: theme.space(3), margin: `${theme.space(10)}px 0` })}>
        <Skeleton height={36} width="80%" />
        <Skeleton height={20} width="60%" />
        <Skeleton height={240} />
      </div>
    </Container>
  );
}
