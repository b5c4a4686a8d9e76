/** Wire shapes of the API (spec section 3). */
export interface Category {
  _id: string;
  name: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface State {
  _id: string;
  name: string;
  code: string;
}

export interface CityStateRef {
  _id: string;
  name: string;
  code: string;
}

export interface City {
  _id: string;
  name: string;
  stateId: CityStateRef | string;
}

export interface DistrictCityRef {
  _id: string;
  name: string;
  stateId: CityStateRef | string;
}

export interface District {
  _id: string;
  name: string;
  cityId: DistrictCityRef | string;
}

/** In the hierarchy view an area is a district with its city and state populated. */
export type Area = District;

export interface StatePayload {
  name: string;
  code: string;
}
export interface CityPayload {
  name: string;
  stateId: string;
}
export interface DistrictPayload {
  name: string;
  cityId: string;
}
export interface CategoryPayload {
  name: string;
}

export interface AdminLoginPayload {
  secret: string;
  email: string;
  password: string;
}

export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface NewsletterPayload {
  email: string;
}

/** Error bodies the API answers with (one exception filter makes them). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
  requestId?: string;
}

export interface DevOutboxMessage {
  to: string;
  channel: 'email' | 'sms' | 'whatsapp';
  text: string;
  createdAt: string;
}
