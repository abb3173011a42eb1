-- The client's language (fr, ar, en): the web app records it on register and on every switch; the
-- order invoice is written in it (docs/decisions/0039-pdf-documents-with-pdfkit.md).
ALTER TABLE "clients" ADD COLUMN "langue" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_langue_check" CHECK ("clients"."langue" in ('fr', 'ar', 'en'));
