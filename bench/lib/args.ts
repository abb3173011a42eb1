/** The command line of a benchmark: `--name value` options and `--name` switches. */
const argv = process.argv.slice(2);

/** The value after `flag` (`--runs 3` → '3'), or undefined when it is not given. */
export function arg(flag: string): string | undefined {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** Whether the switch `flag` (`--tasks`) is given. */
export function hasFlag(flag: string): boolean {
  return argv.includes(flag);
}
