import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { settings } from '../../db/schema.ts';
import type { SupportService } from './support-service.ts';
import { tinyPdf } from './tiny-pdf.ts';

const seededKey = 'demo-support-created';

/**
 * The first start of a demo installation adds one support document, built in code (no download),
 * so a new user sees the documents screen working. Only once, even if an admin deletes it later.
 */
export async function ensureDemoSupport(db: Db, service: SupportService): Promise<void> {
  const already = await db.select().from(settings).where(eq(settings.key, seededKey));
  if (already.length > 0) return;
  await service.addDocument(
    {
      titlePtBR: 'Guia rápido da plataforma OHP',
      titleEn: 'OHP platform quick guide',
      titleEs: 'Guía rápida de la plataforma OHP',
      descriptionPtBR: 'Documento de demonstração gerado na primeira inicialização.',
      descriptionEn: 'Demonstration document generated at first start.',
      descriptionEs: 'Documento de demostración generado en el primer inicio.',
    },
    tinyPdf('OHP platform - quick guide (demo document)'),
  );
  await db.insert(settings).values({ key: seededKey, value: new Date().toISOString() }).onConflictDoNothing();
}
