import { AsyncLocalStorage } from 'node:async_hooks';
import type { InTransaction, WithTransaction } from '../lib/transaction';
import type { Db } from './client';

/**
 * A database handle that follows the current unit of work. Repositories are
 * built once with `db` and keep calling `this.db.select()…`; inside
 * `withTransaction(fn)` those calls reach the open transaction instead of the
 * pool, so a state change, its history, the notification and the audit row
 * written by four repositories commit together or not at all.
 *
 * AsyncLocalStorage carries the transaction through every await of `fn`
 * (decision 010), so no repository method needs a `tx` parameter.
 */
export function transactional(root: Db): { db: Db; withTransaction: WithTransaction; inTransaction: InTransaction } {
  const current = new AsyncLocalStorage<Db>();

  const db = new Proxy(root, {
    get(target, property) {
      const base = current.getStore() ?? target;
      const value: unknown = Reflect.get(base, property, base);
      return typeof value === 'function' ? value.bind(base) : value;
    },
  });

  const withTransaction: WithTransaction = (fn) => {
    // Nested units of work join the outer one: one user action, one commit.
    if (current.getStore()) return fn();
    return root.transaction((tx) => current.run(tx as unknown as Db, fn));
  };

  const inTransaction: InTransaction = () => current.getStore() !== undefined;

  return { db, withTransaction, inTransaction };
}
