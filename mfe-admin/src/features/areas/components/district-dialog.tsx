import { FAILURE, SUCCESS, validateDistrict, type District } from '@chowk/contracts';
import { SelectField, TextField } from '@chowk/ui';
import { useCreateDistrictMutation, useUpdateDistrictMutation } from '../../../store/admin.api';
import { FormDialog } from '../../shared/components/form-dialog';
import { useEntityForm } from '../../shared/hooks/use-entity-form';
import { refId } from '../utils/area-rows';
import type { Option } from './city-dialog';

/** `cityOptions` read 'City, STATECODE' so two cities of the same name stay apart. */
export function DistrictDialog({
  district,
  cityOptions,
  onClose,
}: {
  district?: District;
  cityOptions: readonly Option[];
  onClose: () => void;
}) {
  const [createDistrict] = useCreateDistrictMutation();
  const [updateDistrict] = useUpdateDistrictMutation();
  const form = useEntityForm({
    initial: { name: district?.name ?? '', cityId: district ? refId(district.cityId) : '' },
    validate: validateDistrict,
    save: (v) => {
      const body = { name: v.name.trim(), cityId: v.cityId };
      return district ? updateDistrict({ id: district._id, ...body }).unwrap() : createDistrict(body).unwrap();
    },
    successText: district ? SUCCESS.districtUpdated : SUCCESS.districtCreated,
    failureText: district ? FAILURE.update : FAILURE.create,
    onSaved: onClose,
  });
  return (
    <FormDialog
      title={district ? 'Edit District' : 'Add District'}
      submitLabel={district ? 'Update' : 'Create'}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(e) => void form.onSubmit(e)}
      onClose={onClose}
    >
      <TextField label="District Name" {...form.field('name')} placeholder="e.g. Bengaluru Urban" autoComplete="off" />
      <SelectField label="City" {...form.field('cityId')} placeholder="Select a city" options={cityOptions} />
    </FormDialog>
  );
}
