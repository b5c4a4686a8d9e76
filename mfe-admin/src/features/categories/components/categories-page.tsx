import { useMemo, useState } from 'react';
import { CONFIRM, EMPTY, FAILURE, SUCCESS, shortId, type Category } from '@chowk/contracts';
import { useAppDispatch, useAppSelector } from '@chowk/store';
import { useListCategoriesQuery } from '@chowk/store/query';
import { Button, DataTable, StatCard, type Column } from '@chowk/ui';
import { useDeleteCategoryMutation } from '../../../store/admin.api';
import { categorySearchChanged, selectCategorySearch } from '../../../store/admin.slice';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { FailureBox } from '../../shared/components/failure-box';
import { SearchBox } from '../../shared/components/search-box';
import { failureOf } from '../../shared/utils/failure';
import { matchesSearch } from '../../shared/utils/search';
import { CategoryDialog } from './category-dialog';

const COLUMNS: ReadonlyArray<Column<Category>> = [
  { header: 'Category Name', cell: (c) => c.name, className: 'admin-name-cell' },
  {
    header: 'ID',
    cell: (c) => (
      <span className="mono" title={c._id}>
        {shortId(c._id)}
      </span>
    ),
  },
  // Every category is active (docs/product.md §2): there is no inactive state to show.
  { header: 'Status', cell: () => <span className="badge">Active</span> },
];

type Editor = { mode: 'create' } | { mode: 'edit'; category: Category } | null;

/** /admin/categories: search, stat cards, the table with its menu, and the add/edit/delete dialogs. */
export function CategoriesPage() {
  const dispatch = useAppDispatch();
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
          <h1 id="admin-categories-title">Category Management</h1>
          <p>Shop categories that shopkeepers choose from at signup.</p>
        </div>
        <Button onClick={() => setEditor({ mode: 'create' })}>Add Category</Button>
      </header>

      <div className="toolbar">
        <SearchBox
          label="Search categories"
          placeholder="Search categories..."
          value={search}
          onChange={(v) => dispatch(categorySearchChanged(v))}
        />
      </div>

      <div className="stat-grid">
        <StatCard label="Total Categories" value={count(categories.length)} />
        <StatCard label="Active Categories" value={count(categories.length)} />
        <StatCard
          label="Filtered"
          value={count(visible.length)}
          hint={search.trim() ? 'matching your search' : 'all categories'}
        />
      </div>

      <DataTable
        caption="Categories"
        columns={COLUMNS}
        rows={visible}
        rowKey={(c) => c._id}
        loading={loading}
        failure={isError && <FailureBox failure={failureOf(error, FAILURE.loadCategories)} onRetry={() => void refetch()} />}
        emptyText={search.trim() ? EMPTY.categoriesSearch : EMPTY.categories}
        actions={{ label: (c) => c.name, onEdit: (category) => setEditor({ mode: 'edit', category }), onDelete: setDeleting }}
      />

      {/* Placeholders: the list is not paginated yet (docs/product.md §2). */}
      <nav className="pagination" aria-label="Pagination">
        <Button variant="secondary" disabled>
          Previous
        </Button>
        <Button variant="secondary" disabled>
          Next
        </Button>
      </nav>

      {editor && (
        <CategoryDialog category={editor.mode === 'edit' ? editor.category : undefined} onClose={() => setEditor(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title="Delete Category"
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
