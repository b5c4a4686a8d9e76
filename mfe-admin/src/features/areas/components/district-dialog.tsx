import { FAILURE, SUCCESS, validateDistrict, type District } from '@chowk/contracts';
import { SelectField, TextField } from '@chowk/ui';
import { useText } from '../../../i18n';
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
  const { t } = useText();
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
      title={district ? t('area.edit.district') : t('area.add.district')}
      submitLabel={district ? t('common.update') : t('common.create')}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(e) => void form.onSubmit(e)}
      onClose={onClose}
    >
      <TextField
        label={t('area.form.districtName')}
        {...form.field('name')}
        placeholder={t('area.form.districtNamePlaceholder')}
        autoComplete="off"
      />
      <SelectField
        label={t('area.columns.city')}
        {...form.field('cityId')}
        placeholder={t('area.form.selectCity')}
        options={cityOptions}
      />
    </FormDialog>
  );
}
