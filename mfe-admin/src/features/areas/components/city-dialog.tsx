import { FAILURE, SUCCESS, validateCity, type City } from '@chowk/contracts';
import { SelectField, TextField } from '@chowk/ui';
import { useCreateCityMutation, useUpdateCityMutation } from '../../../store/admin.api';
import { FormDialog } from '../../shared/components/form-dialog';
import { useEntityForm } from '../../shared/hooks/use-entity-form';
import { refId } from '../utils/area-rows';

export interface Option {
  value: string;
  label: string;
}

export function CityDialog({
  city,
  stateOptions,
  onClose,
}: {
  city?: City;
  stateOptions: readonly Option[];
  onClose: () => void;
}) {
  const [createCity] = useCreateCityMutation();
  const [updateCity] = useUpdateCityMutation();
  const form = useEntityForm({
    initial: { name: city?.name ?? '', stateId: city ? refId(city.stateId) : '' },
    validate: validateCity,
    save: (v) => {
      const body = { name: v.name.trim(), stateId: v.stateId };
      return city ? updateCity({ id: city._id, ...body }).unwrap() : createCity(body).unwrap();
    },
    successText: city ? SUCCESS.cityUpdated : SUCCESS.cityCreated,
    failureText: city ? FAILURE.update : FAILURE.create,
    onSaved: onClose,
  });
  return (
    <FormDialog
      title={city ? 'Edit City' : 'Add City'}
      submitLabel={city ? 'Update' : 'Create'}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(e) => void form.onSubmit(e)}
      onClose={onClose}
    >
      <TextField label="City Name" {...form.field('name')} placeholder="e.g. Bengaluru" autoComplete="off" />
      <SelectField label="State" {...form.field('stateId')} placeholder="Select a state" options={stateOptions} />
    </FormDialog>
  );
}
