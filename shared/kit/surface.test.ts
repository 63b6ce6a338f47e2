import { currentSurface, recordedSurface, versionProblem } from './surface';

describe('the kit surface', () => {
  it('is recorded as it is: a changed export list or version is recorded with npm run surface', async () => {
    expect(await currentSurface()).toEqual(recordedSurface());
  });

  it('asks a new minor version for an added export and a new major one for a removed export', () => {
    const recorded = { version: '1.2.3', exports: ['Button', 'Card'] };
    expect(versionProblem(recorded, { version: '1.2.4', exports: ['Button', 'Card'] })).toBeNull();
    expect(versionProblem(recorded, { version: '1.2.4', exports: ['Badge', 'Button', 'Card'] })).toMatch(
      /^Badge joined the kit: that needs a new minor version/,
    );
    expect(versionProblem(recorded, { version: '1.2.3', exports: ['Badge', 'Button', 'Card'] })).toMatch(/minor/);
    expect(versionProblem(recorded, { version: '1.3.0', exports: ['Badge', 'Button', 'Card'] })).toBeNull();
    expect(versionProblem(recorded, { version: '1.3.0', exports: ['Button'] })).toMatch(
      /^Card left the kit: that needs a new major version/,
    );
    expect(versionProblem(recorded, { version: '2.0.0', exports: ['Button'] })).toBeNull();
  });
});
