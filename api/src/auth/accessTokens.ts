import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** Short-lived signed access tokens (JWT, HS256) whose subject is the user id. */
export class AccessTokens {
  /**
   * The secret as a key object, made once: given the string, jsonwebtoken tries to read it as a public key on
   * every call before taking it as a secret, which cost a tenth of the CPU of every signed-in request.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(userId: number): string {
    return jwt.sign({ token_type: 'access' }, this.secret, {
      algorithm: 'HS256',
      subject: String(userId),
      expiresIn: this.ttlSeconds,
    });
  }

  /** The user id the token was issued to, or null when it is forged, expired or not an access token. */
  userIdOf(token: string): number | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || payload.token_type !== 'access') return null;
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
    } catch {
      return null;
    }
  }
}
