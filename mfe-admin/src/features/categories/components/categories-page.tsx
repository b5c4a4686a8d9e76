import { useMemo, useState } from 'react';
import { CONFIRM, EMPTY, FAILURE, SUCCESS, shortId, type Category } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { useListCategoriesQuery } from '@chowk/store/query';
import { Button, DataTable, StatCard, type Column } from '@chowk/ui';
import { useText } from '../../../i18n';
import { useDeleteCategoryMutation } from '../../../store/admin.api';
import { categorySearchChanged, selectCategorySearch } from '../../../store/admin.slice';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { FailureBox } from '../../shared/components/failure-box';
import { SearchBox } from '../../shared/components/search-box';
import { failureOf } from '../../shared/utils/failure';
import { matchesSearch } from '../../shared/utils/search';
import { CategoryDialog } from './category-dialog';

/** The table's columns, their headers in the user's language. */
function useColumns(): ReadonlyArray<Column<Category>> {
  const { t } = useText();
  return useMemo(() => {
    const active = t('categories.activeBadge');
    return [
      { header: t('categories.name'), cell: (c) => c.name, className: 'admin-name-cell' },
      {
        header: t('categories.id'),
        cell: (c) => (
          <span className="mono" title={c._id}>
            {shortId(c._id)}
          </span>
        ),
      },
      // Every category is active (docs/product.md §2): there is no inactive state to show.
      { header: t('categories.status'), cell: () => <span className="badge">{active}</span> },
    ];
  }, [t]);
}

type Editor = { mode: 'create' } | { mode: 'edit'; category: Category } | null;

/** /admin/categories: search, stat cards, the table with its menu, and the add/edit/delete dialogs. */
export function CategoriesPage() {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const columns = useColumns();
  const search = useAppSelector(selectCategorySearch);
  const { data, isLoading, isFetching, isError, error, refetch } = useListCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const categories = useMemo(() => data ?? [], [data]);
  const visible = useMemo(() => categories.filter((c) => matchesSearch(search, c.name)), [categories, search]);
  const loading = isLoading || (isError && isFetching);
  const count = (n: number) => (loading || isError ? '—' : n);

  return (
    <section className="admin-page" aria-labelledby="admin-categories-title">
      <header className="page-header">
        <div>
          <h1 id="admin-categories-title">{t('categories.title')}</h1>
          <p>{t('categories.intro')}</p>
        </div>
        <Button onClick={() => setEditor({ mode: 'create' })}>{t('categories.add')}</Button>
      </header>

      <div className="toolbar">
        <SearchBox
          label={t('categories.search')}
          placeholder={t('categories.searchPlaceholder')}
          value={search}
          onChange={(v) => dispatch(categorySearchChanged(v))}
        />
      </div>

      <div className="stat-grid">
        <StatCard label={t('categories.total')} value={count(categories.length)} />
        <StatCard label={t('categories.active')} value={count(categories.length)} />
        <StatCard
          label={t('categories.filtered')}
          value={count(visible.length)}
          hint={search.trim() ? t('categories.matching') : t('categories.all')}
        />
      </div>

      <DataTable
        caption={t('categories.caption')}
        columns={columns}
        rows={visible}
        rowKey={(c) => c._id}
        loading={loading}
        failure={isError && <FailureBox failure={failureOf(error, FAILURE.loadCategories)} onRetry={() => void refetch()} />}
        emptyText={search.trim() ? EMPTY.categoriesSearch : EMPTY.categories}
        actions={{ label: (c) => c.name, onEdit: (category) => setEditor({ mode: 'edit', category }), onDelete: setDeleting }}
      />

      {/* Placeholders: the list is not paginated yet (docs/product.md §2). */}
      <nav className="pagination" aria-label={t('common.pagination')}>
        <Button variant="secondary" disabled>
          {t('common.previous')}
        </Button>
        <Button variant="secondary" disabled>
          {t('common.next')}
        </Button>
      </nav>

      {editor && (
        <CategoryDialog category={editor.mode === 'edit' ? editor.category : undefined} onClose={() => setEditor(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title={t('categories.delete')}
          message={CONFIRM.deleteCategory}
          onConfirm={() => deleteCategory(deleting._id).unwrap()}
          successText={SUCCESS.categoryDeleted}
          failureText={FAILURE.deleteCategory}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
