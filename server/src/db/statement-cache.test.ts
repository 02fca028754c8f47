import SQLite from 'better-sqlite3';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  it('prepares each query text once and answers the same statement after', () => {
    const connection = new SQLite(':memory:');
    const prepare = jest.spyOn(connection, 'prepare');
    const database = withStatementCache(connection);
    const first = database.prepare('select 1 as one');
    const second = database.prepare('select 1 as one');
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(second.all([])).toEqual([{ one: 1 }]);
    database.close();
  });

  it('drops the least recently used statement beyond its size', () => {
    const connection = new SQLite(':memory:');
    const prepare = jest.spyOn(connection, 'prepare');
    const database = withStatementCache(connection, 2);
    database.prepare('select 1');
    database.prepare('select 2');
    database.prepare('select 1');
    database.prepare('select 3'); // drops "select 2", the least recently used
    database.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    database.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    database.close();
  });
});
