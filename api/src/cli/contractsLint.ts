import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run contracts:lint`: api/openapi.json checked as an integrator's tools would, Spectral's OpenAPI rules with
 * the OWASP API Security rules (api/.spectral.yaml) and Redocly's recommended rules. Fails on any finding that
 * api/openapi-lint-exceptions.json does not list with its reason, and on any exception that no longer matches a
 * finding.
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
  /** `responses`: only the findings in what the API writes and no client sends (see answersOnly). */
  within?: 'responses';
  reason: string;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, { parameters?: unknown; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, unknown> };
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

const SCHEMAS = '#/components/schemas/';

/** The component schemas a request takes (in a body or a parameter), directly or inside another one. */
function requestSchemas(document: OpenApiDocument): Set<string> {
  const taken = new Set<string>();
  const take = (name: string): void => {
    if (taken.has(name)) return;
    taken.add(name);
    visit(document.components?.schemas?.[name]);
  };
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, member] of Object.entries(value)) {
      if (key !== '$ref' || typeof member !== 'string') visit(member);
      else if (member.startsWith(SCHEMAS)) take(member.slice(SCHEMAS.length));
    }
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) visit([operation.parameters, operation.requestBody]);
  }
  return taken;
}

/**
 * Whether a location is in what the API writes and no client sends: an operation's responses, the headers of answers
 * (components.headers), or a component schema that no request takes.
 */
function answersOnly(document: OpenApiDocument): (location: string) => boolean {
  const taken = requestSchemas(document);
  return (location) => {
    if (/^#\/paths\/[^/]+\/[^/]+\/responses(\/|$)/.test(location) || location.startsWith('#/components/headers/')) {
      return true;
    }
    const component = location.startsWith(SCHEMAS) ? location.slice(SCHEMAS.length).split('/')[0] : undefined;
    return component !== undefined && !taken.has(component.replace(/~1/g, '/').replace(/~0/g, '~'));
  };
}

async function main(): Promise<void> {
  const { exceptions } = JSON.parse(await readFile(path.join(API, 'openapi-lint-exceptions.json'), 'utf8')) as {
    exceptions: Exception[];
  };
  const misnamed = exceptions.find(({ within }) => within !== undefined && within !== 'responses');
  if (misnamed) throw new Error(`The exception for ${misnamed.rule} has an unknown "within": only "responses" is.`);
  const inAnswer = answersOnly(JSON.parse(await readFile(path.join(API, 'openapi.json'), 'utf8')) as OpenApiDocument);
  const matches = (exception: Exception, finding: Finding) =>
    exception.tool === finding.tool &&
    exception.rule === finding.rule &&
    (exception.within !== 'responses' || inAnswer(finding.location)) &&
    (exception.locations.length === 0 || exception.locations.some((location) => finding.location.startsWith(location)));
  const findings = [...(await spectralFindings()), ...(await redoclyFindings())];
  const unexplained = findings.filter((finding) => !exceptions.some((exception) => matches(exception, finding)));
  const stale = exceptions.filter((exception) => !findings.some((finding) => matches(exception, finding)));
  const excepted = findings.length - unexplained.length;
  process.stdout.write(
    `OpenAPI lint (Spectral spectral:oas and OWASP API Security, Redocly recommended): ${findings.length} findings, ` +
      `${excepted} listed with their reasons in api/openapi-lint-exceptions.json, ${unexplained.length} not.\n`,
  );
  for (const finding of unexplained) {
    process.stdout.write(`  ${finding.tool} ${finding.rule} at ${finding.location}: ${finding.message}\n`);
  }
  for (const exception of stale) {
    const name = `${exception.tool} ${exception.rule}${exception.within ? ` within ${exception.within}` : ''}`;
    process.stdout.write(`  the exception for ${name} matches nothing any more: remove it\n`);
  }
  if (unexplained.length > 0 || stale.length > 0) process.exitCode = 1;
}

void main();
