import { FAILURE, SUCCESS, validateCity, type City } from '@chowk/contracts';
import { SelectField, TextField } from '@chowk/ui';
import { useText } from '../../../i18n';
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
  const { t } = useText();
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
      title={city ? t('area.edit.city') : t('area.add.city')}
      submitLabel={city ? t('common.update') : t('common.create')}
      busy={form.busy}
      failure={form.failure}
      onSubmit={(e) => void form.onSubmit(e)}
      onClose={onClose}
    >
      <TextField
        label={t('area.form.cityName')}
        {...form.field('name')}
        placeholder={t('area.form.cityNamePlaceholder')}
        autoComplete="off"
      />
      <SelectField
        label={t('area.columns.state')}
        {...form.field('stateId')}
        placeholder={t('area.form.selectState')}
        options={stateOptions}
      />
    </FormDialog>
  );
}
