/** @chowk/ui's own words in English (lib/i18n.tsx): the spec's, word for word. */
const en = {
  language: {
    label: 'Language',
  },
  common: {
    retry: 'Retry',
    loading: 'Loading…',
  },
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
    delete: 'Delete',
  },
  table: {
    actions: 'Actions',
  },
  rowMenu: {
    label: 'Actions for {{name}}',
    edit: 'Edit',
    delete: 'Delete',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss',
  },
  notFound: {
    text: 'The page you are looking for does not exist.',
    home: 'Go Home',
  },
  openState: {
    open: 'Open',
    closed: 'Closed',
    paused: 'Paused',
  },
} as const;
export default en;
