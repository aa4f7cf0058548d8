import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Container, PageHeader, useDocumentTitle, usePlatform } from '@vx/shared';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { ActorSearch } from '../../components/Search/ActorSearch';
import { categoryGenderTypes } from '../../search/categories';
import { EMPTY_FILTERS, initialState } from '../../search/types';

/** /categories/{categorySlug}/: a custom search fixed to the category's gender types. */
export default function CategoryPage() {
  const { t } = useTranslation('chat');
  const { href, hasRoute } = usePlatform();
  const slug = (useParams().categorySlug ?? '').toLowerCase();
  const genderTypes = categoryGenderTypes(slug);
  const title = genderTypes ? t(`category.title.${slug}`) : t('category.notFound');

  useDocumentTitle(title);

  return (
    <Container as="section">
      {genderTypes && <Breadcrumbs type="categoryDetails" payload={{ categorySlug: slug }} />}
      <PageHeader title={title} />
      {genderTypes ? (
        <ActorSearch
          key={slug}
          storeKey={`category:${slug}`}
          create={() => initialState('custom', { filters: { ...EMPTY_FILTERS, onlineOnly: true, genderTypes } })}
          label={title}
          count={(state) => (state.filters.onlineOnly ? t('cams.online', { count: state.totalHits }) : t('search.found', { count: state.totalHits }))}
          empty={t('search.empty')}
          hideGenderTypes
        />
      ) : (
        <p data-testid="category-not-found" css={{ padding: '8px 0 24px' }}>
          {hasRoute('cams') && <Link to={href('cams')}>{t('category.allCams')}</Link>}
        </p>
      )}
    </Container>
  );
}
