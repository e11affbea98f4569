import { validateLogin } from './login.js';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin('', '')).toEqual({ username: 'Username is required', password: 'Password is required' });
  });
  it('refuses values shorter than 6 characters', () => {
    expect(validateLogin('abc', '12345')).toEqual({
      username: 'Username must be at least 6 characters',
      password: 'Password must be at least 6 characters',
    });
  });
  it('accepts 6 characters and trims the username', () => {
    expect(validateLogin('  analyst ', 'secret')).toEqual({});
    expect(validateLogin('  abc  ', 'secret').username).toBeDefined();
  });
});
