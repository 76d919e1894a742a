import { randomBytes } from 'node:crypto';

export type IdPrefix = 'cus' | 'key' | 'sub' | 'dlv' | 'msg' | 'ftk' | 'rcv';

/** A random, URL-safe identifier with 128 bits of entropy, e.g. `cus_3q2n…`. Never reused. */
export const newId = (prefix: IdPrefix): string => `${prefix}_${randomBytes(16).toString('base64url')}`;
