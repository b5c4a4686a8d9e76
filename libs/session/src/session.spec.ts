import { STORAGE_KEYS } from '@chowk/contracts';
import { clearUserSession, getDeviceId, storage } from './index';

describe('browser session helpers', () => {
  beforeEach(() => localStorage.clear());

  it('makes the device id once and keeps it', () => {
    const first = getDeviceId();
    expect(first).toMatch(/\S{8,}/);
    expect(getDeviceId()).toBe(first);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
  });

  it('clears the user token and data but keeps the device and admin token', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    localStorage.setItem(STORAGE_KEYS.adminToken, 'a');
    const device = getDeviceId();
    clearUserSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('a');
    expect(getDeviceId()).toBe(device);
  });

  it('never throws when storage is unavailable', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(storage.get('x')).toBeNull();
    spy.mockRestore();
  });
});
