/**
 * Runs `fn` as one unit of work: every repository call inside it uses the
 * same database transaction, which commits when `fn` resolves and rolls back
 * when it throws. Called inside another unit of work it joins that one.
 *
 * Services receive this function (they never import the database); the
 * implementation lives in db/transactional.ts.
 */
export type WithTransaction = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * Whether a unit of work is open here. For what must join the caller's
 * transaction and would be wrong on its own: a mail written to the outbox
 * outside one would leave even if the change that caused it rolled back.
 */
export type InTransaction = () => boolean;
