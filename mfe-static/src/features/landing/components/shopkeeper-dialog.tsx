import { useNavigate } from 'react-router-dom';
import { Dialog } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { useText } from '../../../i18n';
import { EntryOptionList, type EntryOption } from './entry-option-list';

/** "I'm a Shopkeeper": login, register or try it free (the routes belong to the shopkeeper remote). */
export function ShopkeeperDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { t } = useText();
  const go = (path: string) => () => {
    onClose();
    void navigate(path);
  };
  const options: EntryOption[] = [
    {
      id: 'login',
      title: t('landing.shopkeeperDialog.loginTitle'),
      description: t('landing.shopkeeperDialog.loginText'),
      onChoose: go(ENTRY_PATHS.login),
    },
    {
      id: 'register',
      title: t('landing.shopkeeperDialog.registerTitle'),
      description: t('landing.shopkeeperDialog.registerText'),
      onChoose: go(ENTRY_PATHS.register),
    },
    {
      id: 'trial',
      title: t('landing.shopkeeperDialog.trialTitle'),
      description: t('landing.shopkeeperDialog.trialText'),
      onChoose: go(ENTRY_PATHS.freeTrial),
    },
  ];
  return (
    <Dialog open={open} title={t('landing.shopkeeperDialog.title')} onClose={onClose}>
      <EntryOptionList label={t('landing.shopkeeperDialog.options')} options={options} />
    </Dialog>
  );
}
