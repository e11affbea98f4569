/** A problem with what the operator or caller asked for, with a message meant for them. */
export class InputError extends Error {
  override name = 'InputError';
}
