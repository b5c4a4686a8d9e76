import { FAILURE, normaliseStateCode, SUCCESS, validateState, type State } from '@chowk/contracts';
import { TextField } from '@chowk/ui';
import { useText } from '../../../i18n';
import { useCreateStateMutation, useUpdateStateMutation } from '../../../store/admin.api';
import { FormDialog } from '../../shared/components/form-dialog';
import { useEntityForm } from '../../shared/hooks/use-entity-form';

export function StateDialog({ state, onClose }: { state?: State; onClose: () => void }) {
  const { t } = useText();
  const [createState] = useCreateStateMutation();
  const [updateState] = useUpdateStateMutation();
  const form = useEntityForm({
    initial: { name: state?.name ?? '', code: state?.code ?? '' },
    validate: validateState,
    save: (v) => {
      const body = { name: v.name.trim(), code: v.code.trim() };
      return state ? updateState({ id: state._id, ...body }).unwrap() : createState(body).unwrap();
    },
    successText: state ? SUCCESS.stateUpdated : SUCCESS.stateCreated,
    failureText: state ? FAILURE.update : FAILURE.create,
    onSaved: onClose,
  });
  const code = form.field('code');
  return (
    <FormDialog
      title={state ? t('area.edit.state') : t('area.add.state')}
      submitLabel={state ? t('common.update') : t('common.create')}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(e) => void form.onSubmit(e)}
      onClose={onClose}
    >
      <TextField
        label={t('area.form.stateName')}
        {...form.field('name')}
        placeholder={t('area.form.stateNamePlaceholder')}
        autoComplete="off"
      />
      <TextField
        label={t('area.form.stateCode')}
        {...code}
        // Upper-cased as typed (docs/product.md §5), the caret kept where it was.
        onChange={(e) => {
          const input = e.target;
          const upper = normaliseStateCode(input.value);
          if (upper !== input.value) {
            const { selectionStart, selectionEnd } = input;
            input.value = upper;
            input.setSelectionRange(selectionStart, selectionEnd);
          }
          return code.onChange(e);
        }}
        hint={t('area.form.stateCodeHint')}
        placeholder={t('area.form.stateCodePlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </FormDialog>
  );
}
