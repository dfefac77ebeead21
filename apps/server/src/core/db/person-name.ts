// A person's display name in SQL: first and last name, trimmed (a last name may be empty). Takes a table or an
// alias of `users`, so that one statement can name an author and a creator.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const personName = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${person.firstName} || ' ' || ${person.lastName})`;
