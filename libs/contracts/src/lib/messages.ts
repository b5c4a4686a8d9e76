/** Every user-facing text of spec sections 5 and 8, written once. */
export const VALIDATION = {
  required: 'This field is required',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name cannot exceed 50 characters',
  stateNameRequired: 'State name is required',
  stateNameTooLong: 'State name cannot exceed 100 characters',
  stateCodeRequired: 'State code is required',
  stateCodeTooLong: 'State code cannot exceed 10 characters',
  stateCodePattern: 'State code must contain only uppercase letters and numbers',
  cityNameRequired: 'City name is required',
  cityNameTooLong: 'City name cannot exceed 100 characters',
  cityStateRequired: 'Please select a state',
  districtNameRequired: 'District name is required',
  districtNameTooLong: 'District name cannot exceed 100 characters',
  districtCityRequired: 'Please select a city',
  loginIdentifierRequired: 'Required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password too long',
  emailInvalid: 'Please enter a valid email address',
  contactNameRequired: 'Full name is required',
  contactEmailRequired: 'Email is required',
  contactSubjectRequired: 'Subject is required',
  contactMessageRequired: 'Message is required',
  contactNameTooLong: 'Full name cannot exceed 100 characters',
  contactSubjectTooLong: 'Subject cannot exceed 200 characters',
  contactMessageTooLong: 'Message cannot exceed 5000 characters',
  adminSecretRequired: 'Admin secret is required',
  adminEmailRequired: 'Admin email is required',
  adminPasswordRequired: 'Password is required',
  invalidId: 'Invalid id',
  unknownField: (field: string) => `Unknown field: ${field}`,
  mustBeString: (field: string) => `${field} must be text`,
} as const;

/** The shared response handler of spec section 8. */
export const HTTP_MESSAGES = {
  network: 'Network error. Please check your connection.',
  badRequest: 'Bad request',
  unauthorized: 'Session expired. Please login again.',
  forbidden: 'You are not authorized to perform this action',
  notFound: 'Resource not found',
  validation: 'Validation failed',
  server: 'Server error. Please try again later.',
  unexpected: 'An unexpected error occurred',
} as const;

export const API_MESSAGES = {
  adminTokenRequired: 'Admin sign-in required',
  adminOnly: 'Only an administrator may do this',
  adminCredentialsInvalid: 'Invalid admin credentials',
  categoryNotFound: 'Category not found',
  categoryExists: (name: string) => `A category named "${name}" already exists`,
  stateNotFound: 'State not found',
  stateExists: 'A state with this name or code already exists',
  cityNotFound: 'City not found',
  cityExists: 'A city with this name already exists in this state',
  districtNotFound: 'District not found',
  districtExists: 'A district with this name already exists in this city',
  malformedJson: 'Malformed JSON in request body',
  /** A NUL character (U+0000) anywhere in the address or the body: no text of Chowk's holds one. */
  nulCharacter: 'Text must not contain the NUL character (U+0000)',
  bodyTooLarge: 'Request body is too large',
  routeNotFound: 'Route not found',
  methodNotAllowed: 'Method not allowed',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  signInLocked: 'Too many failed sign-in attempts. Please wait a few minutes before trying again.',
  /** 503 with Retry-After: the database is unreachable or too slow right now. */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  contactReceived: "Thank you for your message. We'll get back to you soon!",
  subscribed: 'Subscribed! Watch your inbox for news from Chowk.',
} as const;

export const SUCCESS = {
  categoryCreated: 'Category created successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category deleted successfully!',
  stateCreated: 'State created successfully!',
  stateUpdated: 'State updated successfully!',
  stateDeleted: 'State deleted successfully!',
  cityCreated: 'City created successfully!',
  cityUpdated: 'City updated successfully!',
  cityDeleted: 'City deleted successfully!',
  districtCreated: 'District created successfully!',
  districtUpdated: 'District updated successfully!',
  districtDeleted: 'District deleted successfully!',
  loggedOut: 'Logged out successfully',
  adminSignedIn: 'Signed in as administrator',
} as const;

export const FAILURE = {
  loadCategories: 'Failed to load categories',
  createCategory: 'Failed to create category',
  updateCategory: 'Failed to update category',
  deleteCategory: 'Failed to delete category',
  loadStates: 'Failed to load states',
  loadCities: 'Failed to load cities',
  loadDistricts: 'Failed to load districts',
  loadAreas: 'Failed to load areas',
  create: 'Failed to create',
  update: 'Failed to update',
  delete: 'Failed to delete',
  subscribe: 'Failed to subscribe. Please try again.',
  contact: 'Failed to send your message. Please try again.',
} as const;

export const CONFIRM = {
  deleteCategory: 'Are you sure you want to delete this category?',
  deleteState: 'This will also delete all associated cities and districts.',
  deleteCity: 'This will also delete all associated districts.',
  deleteDistrict: 'Are you sure you want to delete this district?',
} as const;

/** 'No {things} found. Create your first {thing}!' */
export const emptyText = (things: string, thing: string): string => `No ${things} found. Create your first ${thing}!`;

export const EMPTY = {
  categoriesSearch: 'No categories found matching your search',
  categories: 'No categories found. Create your first category!',
  notFoundPage: '404 - Page Not Found',
} as const;
