import { UsageError } from './log';

/** Runs a command-line parser, turning its complaints into a UsageError; `--help` prints the usage. */
export function readArgs<T extends { help?: boolean }>(parse: () => { values: T }, usage: string): T {
  let values: T;
  try {
    ({ values } = parse());
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** A whole-number option within bounds. */
export function intOption(name: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got "${text}"`);
  return n;
}
