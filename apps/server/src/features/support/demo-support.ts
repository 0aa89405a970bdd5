import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { settings } from '../../db/schema.ts';
import type { SupportService } from './support-service.ts';
import { tinyPdf } from './tiny-pdf.ts';
import { tinyWebm } from './tiny-webm.ts';

const seededKey = 'demo-support-created';
// Its own key: installations seeded before the demo video existed get the video once too.
const videoSeededKey = 'demo-video-created';

/**
 * The first start of a demo installation adds one support document and one short video, both
 * built in code (no download), so a new user sees the documents and videos screens working. Each
 * only once, even if an admin deletes it later.
 */
export async function ensureDemoSupport(db: Db, service: SupportService): Promise<void> {
  await ensureDemoDocument(db, service);
  await ensureDemoVideo(db, service);
}

async function seeded(db: Db, key: string): Promise<boolean> {
  return (await db.select().from(settings).where(eq(settings.key, key))).length > 0;
}

async function ensureDemoVideo(db: Db, service: SupportService): Promise<void> {
  if (await seeded(db, videoSeededKey)) return;
  await service.addVideo(
    {
      titlePtBR: 'Vídeo de demonstração',
      titleEn: 'Demonstration video',
      titleEs: 'Video de demostración',
      descriptionPtBR:
        'Vídeo curto gerado na primeira inicialização; os vídeos de treinamento são enviados pelo administrador.',
      descriptionEn:
        'A short video generated at first start; training videos are uploaded by the administrator.',
      descriptionEs:
        'Video corto generado en el primer inicio; los videos de formación los sube el administrador.',
    },
    tinyWebm(3),
  );
  await db
    .insert(settings)
    .values({ key: videoSeededKey, value: new Date().toISOString() })
    .onConflictDoNothing();
}

async function ensureDemoDocument(db: Db, service: SupportService): Promise<void> {
  if (await seeded(db, seededKey)) return;
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
