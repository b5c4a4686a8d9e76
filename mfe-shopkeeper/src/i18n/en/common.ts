/** The shopkeeper remote's words of its common area, in English (the spec's, word for word). */
const common = {
  available: 'Available',
  namedAvailable: '{{name}} available',
  soldOut: 'Sold out',
  edit: 'Edit',
  editNamed: 'Edit {{name}}',
  delete: 'Delete',
  deleteNamed: 'Delete {{name}}',
  cancel: 'Cancel',
  back: 'Back',
  next: 'Next',
  loading: 'Loading…',
  checkingSession: 'Checking your session…',
  goToDashboard: 'Go to dashboard',
  registerShop: 'Register your shop',
  seePlans: 'See plans',
  professional: 'Professional',
} as const;
export default common;
