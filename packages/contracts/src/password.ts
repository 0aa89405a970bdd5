/** Special characters accepted by the password rule of SPEC §5. */
export const passwordSpecials = '!@#$%&*^?()-_<>=;:.,|';

const specialPattern = /[!@#$%&*^?()\-_<>=;:.,|]/;

/**
 * SPEC §5: at least 8 characters, with at least one number, one letter and one special
 * character from the list. Returns the rule broken, or undefined when the password is fine.
 */
export function passwordProblem(password: string): 'length' | 'number' | 'letter' | 'special' | undefined {
  if (password.length < 8) return 'length';
  if (!/[0-9]/.test(password)) return 'number';
  if (!/\p{L}/u.test(password)) return 'letter';
  if (!specialPattern.test(password)) return 'special';
  return undefined;
}

export const isStrongPassword = (password: string): boolean => passwordProblem(password) === undefined;
