/** Runs a benchmark's main and exits with its code (non-zero when a budget is missed); a crash exits 1. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
