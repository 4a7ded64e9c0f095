import type { quoteApprovedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { certificateMail } from "../certificate/certificate-mail";
import { keptCertificate, signedQuoteOf } from "../certificate/kept-certificate";
import type { QuotesWorkerDeps } from "../jobs/worker-deps";

/**
 * After a client signs: the certificate is made and kept, and mailed to the client (their copy) and to
 * the studio's own address (its record). A studio without an e-mail address gets it at the quote's author.
 */
export const certifyApproval =
  (deps: QuotesWorkerDeps): JobHandler<typeof quoteApprovedEvent.payload> =>
  async ({ quoteId }) => {
    const quote = await signedQuoteOf(deps.prisma, quoteId);
    if (!quote) return { skipped: "the quote was not signed" };
    const certificate = await keptCertificate(deps, quote);
    const [project, studio, author] = await Promise.all([
      deps.prisma.project.findUniqueOrThrow({ where: { id: quote.projectId }, select: { clientEmail: true } }),
      deps.prisma.studio.findUniqueOrThrow({ where: { id: quote.studioId }, select: { email: true } }),
      quote.createdById ? deps.prisma.user.findUnique({ where: { id: quote.createdById }, select: { email: true } }) : null,
    ]);
    const studioAddress = studio.email ?? author?.email ?? null;
    const mailed: string[] = [];
    if (project.clientEmail) {
      await deps.mailer.send(certificateMail({ quote, certificate, from: deps.mailFrom, to: project.clientEmail, reader: "client", replyTo: studio.email }));
      mailed.push(project.clientEmail);
    }
    if (studioAddress) {
      await deps.mailer.send(certificateMail({ quote, certificate, from: deps.mailFrom, to: studioAddress, reader: "studio", replyTo: null }));
      mailed.push(studioAddress);
    }
    return { quoteId, mailed };
  };
