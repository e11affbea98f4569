import { InputError } from '../errors.js';

export interface ParsedArgs {
  command: string | undefined;
  options: Map<string, string | true>;
}

/** `command --name value --flag ...`; a flag followed by another flag (or nothing) is a switch. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  const options = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--') || arg === '--') throw new InputError(`Unexpected argument '${arg}'; options look like --name value`);
    const eq = arg.indexOf('=');
    if (eq > 2) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const next = rest[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      options.set(arg.slice(2), next);
      i++;
    } else {
      options.set(arg.slice(2), true);
    }
  }
  return { command, options };
}

/** Reads the options of one command, refusing any it does not know. */
export class Options {
  private readonly used = new Set<string>();

  constructor(
    private readonly command: string,
    private readonly options: Map<string, string | true>,
  ) {}

  text(name: string): string | undefined {
    this.used.add(name);
    const value = this.options.get(name);
    if (value === true) throw new InputError(`--${name} needs a value`);
    return value;
  }

  required(name: string): string {
    const value = this.text(name);
    if (value === undefined || value.trim() === '') throw new InputError(`${this.command} needs --${name}`);
    return value;
  }

  switch(name: string): boolean {
    this.used.add(name);
    const value = this.options.get(name);
    if (value === undefined) return false;
    if (value === true) return true;
    throw new InputError(`--${name} takes no value (got '${value}')`);
  }

  /** A count, or null for 'unlimited'. */
  limit(name: string, fallback: number | null): number | null {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (value.toLowerCase() === 'unlimited') return null;
    return this.wholeNumber(name, value);
  }

  count(name: string, fallback: number): number {
    const value = this.text(name);
    return value === undefined ? fallback : this.wholeNumber(name, value);
  }

  id(name: string): number {
    return this.wholeNumber(name, this.required(name));
  }

  /** Fails on options the command does not take, so a typo is not silently ignored. */
  done(): void {
    const unknown = [...this.options.keys()].filter((k) => !this.used.has(k));
    if (unknown.length > 0) throw new InputError(`${this.command} does not take ${unknown.map((k) => `--${k}`).join(', ')}`);
  }

  private wholeNumber(name: string, value: string): number {
    if (!/^\d+$/.test(value)) throw new InputError(`--${name} must be a whole number${name.endsWith('limit') ? " or 'unlimited'" : ''} (got '${value}')`);
    return Number(value);
  }
}
