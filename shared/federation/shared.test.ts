/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertSharedVersions, federatedShared, installedVersion, SINGLETON_LIBRARIES } from './shared';
import kitPackage from '../kit/package.json';
import platformPackage from '../package.json';
import socialPackage from '../social/package.json';

const shellDir = join(__dirname, '..', '..', 'shell');
const podcastsDir = join(__dirname, '..', '..', 'mfe-podcasts');

describe('the shared libraries of a federated build', () => {
  it("reads the version a build bundles as Node's resolution finds it", () => {
    const react = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'node_modules', 'react', 'package.json'), 'utf8'),
    );
    expect(installedVersion('react', shellDir)).toBe((react as { version: string }).version);
    expect(() => installedVersion('no-such-library', shellDir)).toThrow('no-such-library is not installed for');
  });

  it('lists every singleton with no version check left for the page, after checking the versions itself', () => {
    const shared = federatedShared(shellDir);
    for (const library of SINGLETON_LIBRARIES)
      expect(shared[library]).toEqual({ singleton: true, requiredVersion: false });
    expect(shared['react/']).toEqual({ singleton: true, requiredVersion: false });
    expect(shared['@podbridge/shared/']).toMatchObject({
      singleton: true,
      requiredVersion: false,
      version: (platformPackage as { version: string }).version,
    });
  });

  it('offers the kit by its own version and asks for a compatible one, not for the page-wide copy', () => {
    const { version } = kitPackage as { version: string };
    expect(federatedShared(shellDir)['@podbridge/kit']).toEqual({
      singleton: false,
      version,
      requiredVersion: `^${version}`,
    });
  });

  it("offers each of the kit's subpaths on its own, at the kit's version, so a page downloads only what it renders", () => {
    const { version } = kitPackage as { version: string };
    const shared = federatedShared(shellDir);
    for (const entry of ['@podbridge/kit/listing', '@podbridge/kit/remote-dialog', '@podbridge/kit/reason-dialog']) {
      expect(shared[entry]).toEqual({ singleton: false, version, requiredVersion: `^${version}` });
    }
    expect(
      Object.keys(shared)
        .filter((key) => key.startsWith('@podbridge/kit'))
        .sort(),
    ).toEqual([
      '@podbridge/kit',
      '@podbridge/kit/listing',
      '@podbridge/kit/reason-dialog',
      '@podbridge/kit/remote-dialog',
    ]);
  });

  it('offers the social package by its own version only from the builds that depend on it', () => {
    const { version } = socialPackage as { version: string };
    const social = { singleton: false, version, requiredVersion: `^${version}` };
    expect(federatedShared(podcastsDir)['@podbridge/social']).toEqual(social);
    expect(federatedShared(podcastsDir)['@podbridge/social/comments']).toEqual(social);
    expect(federatedShared(podcastsDir)['@podbridge/kit']).toMatchObject({ singleton: false });
    expect(federatedShared(shellDir)).not.toHaveProperty(['@podbridge/social']);
    expect(federatedShared(shellDir)).not.toHaveProperty(['@podbridge/social/comments']);
    expect(federatedShared(join(__dirname, '..', '..', 'mfe-admin'))).not.toHaveProperty(['@podbridge/social']);
  });

  it('fails a build whose library is outside the range @podbridge/shared asks for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'federated-build-'));
    try {
      mkdirSync(join(dir, 'node_modules', 'react'), { recursive: true });
      writeFileSync(join(dir, 'node_modules', 'react', 'package.json'), JSON.stringify({ version: '18.3.1' }));
      expect(() => assertSharedVersions(dir)).toThrow(
        /^react 18\.3\.1 is outside the range @podbridge\/shared asks for \(\^19/,
      );
      expect(() => federatedShared(dir)).toThrow('react 18.3.1 is outside the range');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
