import type { Platform } from '../../platform';
import { RateLimitRepository } from './rate-limit.repository';

export function createRateLimitModule({ db }: Platform) {
  return { rateLimits: new RateLimitRepository(db) };
}
