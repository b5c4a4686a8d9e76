import { useNavigate } from 'react-router-dom';
import { Dialog } from '@chowk/ui';
import { ENTRY_PATHS } from '../../../config/paths.constant';
import { EntryOptionList, type EntryOption } from './entry-option-list';

/** "I'm a Shopkeeper": login, register or try it free (the routes belong to the shopkeeper remote). */
export function ShopkeeperDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const go = (path: string) => () => {
    onClose();
    void navigate(path);
  };
  const options: EntryOption[] = [
    { id: 'login', title: 'Login', description: 'Already on Chowk? Sign in to your shop.', onChoose: go(ENTRY_PATHS.login) },
    {
      id: 'register',
      title: 'Register',
      description: 'Put your shop on Chowk and let nearby customers order from it.',
      onChoose: go(ENTRY_PATHS.register),
    },
    {
      id: 'trial',
      title: 'Free trial',
      description: 'Look around first. Your trial shop stays on this device and customers cannot see it.',
      onChoose: go(ENTRY_PATHS.freeTrial),
    },
  ];
  return (
    <Dialog open={open} title="Start as a Shopkeeper" onClose={onClose}>
      <EntryOptionList label="Shopkeeper options" options={options} />
    </Dialog>
  );
}
