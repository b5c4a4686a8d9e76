import { FAILURE, normaliseStateCode, SUCCESS, validateState, type State } from '@chowk/contracts';
import { TextField } from '@chowk/ui';
import { useCreateStateMutation, useUpdateStateMutation } from '../../../store/admin.api';
import { FormDialog } from '../../shared/components/form-dialog';
import { useEntityForm } from '../../shared/hooks/use-entity-form';

export function StateDialog({ state, onClose }: { state?: State; onClose: () => void }) {
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
      title={state ? 'Edit State' : 'Add State'}
      submitLabel={state ? 'Update' : 'Create'}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(e) => void form.onSubmit(e)}
      onClose={onClose}
    >
      <TextField label="State Name" {...form.field('name')} placeholder="e.g. Karnataka" autoComplete="off" />
      <TextField
        label="State Code"
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
        hint="Capital letters and digits, e.g. KA"
        placeholder="e.g. KA"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </FormDialog>
  );
}
