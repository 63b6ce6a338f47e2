import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run contracts:lint`: api/openapi.json checked as an integrator's tools would, Spectral's OpenAPI rules and
 * Redocly's recommended rules. Fails on any finding that api/openapi-lint-exceptions.json does not list with its
 * reason, and on any exception that no longer matches a finding.
 */

const ROOT = path.resolve(__dirname, '../../..');
const API = path.join(ROOT, 'api');
const run = promisify(execFile);

interface Finding {
  tool: 'spectral' | 'redocly';
  rule: string;
  location: string;
  message: string;
}
interface Exception {
  tool: Finding['tool'];
  rule: string;
  locations: string[];
  reason: string;
}

/** Runs a linter that exits non-zero when it finds something; its JSON report is what counts. */
async function report(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { cwd: API, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (stdout) return stdout;
    throw error;
  }
}

const pointer = (segments: (string | number)[]) =>
  `#/${segments.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

async function spectralFindings(): Promise<Finding[]> {
  const bin = path.join(ROOT, 'node_modules/.bin/spectral');
  const out = await report(bin, ['lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
  const results = JSON.parse(out || '[]') as { code: string; path: (string | number)[]; message: string }[];
  return results.map((result) => ({ tool: 'spectral', rule: result.code, location: pointer(result.path), message: result.message }));
}

async function redoclyFindings(): Promise<Finding[]> {
  const bin = path.join(ROOT, 'node_modules/.bin/redocly');
  const out = await report(bin, ['lint', 'openapi.json', '--format', 'json', '--max-problems', '100000', '--extends', 'recommended']);
  const { problems } = JSON.parse(out) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
  return problems.map((problem) => ({
    tool: 'redocly',
    rule: problem.ruleId,
    location: problem.location[0]?.pointer ?? '#',
    message: problem.message,
  }));
}

const matches = (exception: Exception, finding: Finding) =>
  exception.tool === finding.tool &&
  exception.rule === finding.rule &&
  (exception.locations.length === 0 || exception.locations.some((location) => finding.location.startsWith(location)));

async function main(): Promise<void> {
  const { exceptions } = JSON.parse(await readFile(path.join(API, 'openapi-lint-exceptions.json'), 'utf8')) as {
    exceptions: Exception[];
  };
  const findings = [...(await spectralFindings()), ...(await redoclyFindings())];
  const unexplained = findings.filter((finding) => !exceptions.some((exception) => matches(exception, finding)));
  const stale = exceptions.filter((exception) => !findings.some((finding) => matches(exception, finding)));
  const excepted = findings.length - unexplained.length;
  process.stdout.write(
    `OpenAPI lint (Spectral spectral:oas, Redocly recommended): ${findings.length} findings, ${excepted} listed with ` +
      `their reasons in api/openapi-lint-exceptions.json, ${unexplained.length} not.\n`,
  );
  for (const finding of unexplained) {
    process.stdout.write(`  ${finding.tool} ${finding.rule} at ${finding.location}: ${finding.message}\n`);
  }
  for (const exception of stale) {
    process.stdout.write(`  the exception for ${exception.tool} ${exception.rule} matches nothing any more: remove it\n`);
  }
  if (unexplained.length > 0 || stale.length > 0) process.exitCode = 1;
}

void main();
