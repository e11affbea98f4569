/** Minimum username and password length (spec doc 1 §9). */
export const USERNAME_MIN = 6;
export const PASSWORD_MIN = 6;

export interface LoginFormErrors {
  username?: string;
  password?: string;
}

/** Login form validation (spec doc 1 §5): both required, each at least 6 characters. */
export function validateLogin(username: string, password: string): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const name = username.trim();
  if (!name) errors.username = 'Username is required';
  else if (name.length < USERNAME_MIN) errors.username = `Username must be at least ${USERNAME_MIN} characters`;
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN) errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
  return errors;
}
