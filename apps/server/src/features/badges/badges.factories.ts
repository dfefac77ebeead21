// Certificates made directly in the database for the badges' tests (the issuing itself lives in features/certificates/):
// a row with the fields a badge states, a code made as issuing makes it, and the next status index.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { certificates, courses, programs } from '#server/core/db/schema/index.ts';
import { newVerificationCode } from '#server/features/certificates/index.ts';
import { userIdOf } from '#server/testing/identities.ts';

let serials = 0;

export async function insertCertificate(
  db: Db,
  values: Partial<typeof certificates.$inferInsert> = {},
): Promise<{ id: number; code: string; statusIndex: number }> {
  const [course] = await db
    .select({ id: courses.id, name: courses.name, programId: programs.id, programName: programs.name })
    .from(courses)
    .innerJoin(programs, eq(programs.id, courses.programId))
    .limit(1);
  if (!course) throw new Error('the demo data has no course');
  serials += 1;
  const [row] = await db
    .insert(certificates)
    .values({
      serial: `TEST-2026-${String(serials).padStart(4, '0')}-${randomBytes(3).toString('hex')}`,
      code: newVerificationCode(),
      participantId: await userIdOf(db, 'participant@demo.test'),
      courseId: null,
      programId: course.programId,
      holderName: 'Nusrat Jahan',
      programName: course.programName,
      courseName: course.name,
      resultStatus: 'Pass',
      resultTotal: '78.50',
      issuedAt: new Date('2026-11-20T10:00:00Z'),
      ...values,
    })
    .returning({ id: certificates.id, code: certificates.code, statusIndex: certificates.statusIndex });
  if (!row) throw new Error('certificate not inserted');
  return row;
}
