import { FAILURE, SUCCESS, validateCategory, type Category } from '@chowk/contracts';
import { TextField } from '@chowk/ui';
import { useText } from '../../../i18n';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../../../store/admin.api';
import { FormDialog } from '../../shared/components/form-dialog';
import { useEntityForm } from '../../shared/hooks/use-entity-form';

/** Add or edit one category: mounted while open, `category` set in edit mode. */
export function CategoryDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const editing = Boolean(category);
  const { t } = useText();
  const form = useEntityForm({
    initial: { name: category?.name ?? '' },
    validate: validateCategory,
    save: ({ name }) =>
      category
        ? updateCategory({ id: category._id, name: name.trim() }).unwrap()
        : createCategory({ name: name.trim() }).unwrap(),
    successText: editing ? SUCCESS.categoryUpdated : SUCCESS.categoryCreated,
    failureText: editing ? FAILURE.updateCategory : FAILURE.createCategory,
    onSaved: onClose,
  });
  return (
    <FormDialog
      title={editing ? t('categories.edit') : t('categories.add')}
      submitLabel={editing ? t('common.update') : t('common.create')}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(e) => void form.onSubmit(e)}
      onClose={onClose}
    >
      <TextField
        label={t('categories.name')}
        {...form.field('name')}
        placeholder={t('categories.namePlaceholder')}
        autoComplete="off"
      />
    </FormDialog>
  );
}
