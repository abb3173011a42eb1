CREATE TABLE "access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" text NOT NULL,
	"owner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_tokens_role_check" CHECK ("access_tokens"."role" in ('client', 'marchand', 'user'))
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_role" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"genre" text,
	"adresse" text,
	"wilaya" text,
	"url_photo" text,
	"facebook" text,
	"instagram" text,
	"linkedin" text,
	"twitter" text,
	"description" text,
	"valide" boolean DEFAULT true NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_slug_unique" UNIQUE("slug"),
	CONSTRAINT "clients_email_unique" UNIQUE("email"),
	CONSTRAINT "clients_genre_check" CHECK ("clients"."genre" is null or "clients"."genre" in ('home', 'femme'))
);
--> statement-breakpoint
CREATE TABLE "marchands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marchands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"genre" text,
	"url_photo" text,
	"designation_magasin" text NOT NULL,
	"adresse_magasin" text,
	"wilaya_magasin" text,
	"url_photo_magasin" text,
	"description" text,
	"facebook" text,
	"instagram" text,
	"linkedin" text,
	"twitter" text,
	"valide" boolean DEFAULT true NOT NULL,
	"password" text NOT NULL,
	"commandes_vues_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marchands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "marchands_email_unique" UNIQUE("email"),
	CONSTRAINT "marchands_genre_check" CHECK ("marchands"."genre" is null or "marchands"."genre" in ('home', 'femme'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" text NOT NULL,
	"owner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_role_check" CHECK ("password_resets"."role" in ('client', 'marchand', 'user'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"designation" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"marque" text,
	"url_image" text,
	"url_image_marque" text,
	"sous_categorie_id" integer NOT NULL,
	"marchand_id" integer,
	"valide" smallint DEFAULT 1 NOT NULL,
	"nbr_like" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_valide_check" CHECK ("articles"."valide" in (-1, 0, 1)),
	CONSTRAINT "articles_nbr_like_check" CHECK ("articles"."nbr_like" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"designation" text NOT NULL,
	"url_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "galeries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "galeries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"url_image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"article_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_article_id_visitor_key_pk" PRIMARY KEY("article_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"note" smallint NOT NULL,
	"commentaire" text NOT NULL,
	"achat_verifie" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_note_check" CHECK ("notes"."note" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"designation" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sous_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sous_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"categorie_id" integer NOT NULL,
	"slug" text NOT NULL,
	"designation" text NOT NULL,
	"url_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sous_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sous_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sous_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"designation" text NOT NULL,
	"url_image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_article_sous_options" (
	"stock_article_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"sous_option_id" integer NOT NULL,
	CONSTRAINT "stock_article_sous_options_stock_article_id_option_id_pk" PRIMARY KEY("stock_article_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "stock_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"prix" bigint NOT NULL,
	"quantite" integer NOT NULL,
	"combinaison" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_articles_quantite_check" CHECK ("stock_articles"."quantite" >= 0),
	CONSTRAINT "stock_articles_prix_check" CHECK ("stock_articles"."prix" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"client_id" integer NOT NULL,
	"coupon_model_id" integer NOT NULL,
	"etat" text DEFAULT 'non_utilise' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source_commande_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "client_coupons_source_commande_id_unique" UNIQUE("source_commande_id"),
	CONSTRAINT "client_coupons_etat_check" CHECK ("client_coupons"."etat" in ('non_utilise', 'utilise'))
);
--> statement-breakpoint
CREATE TABLE "commande_etats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commande_etats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commande_id" integer NOT NULL,
	"etat" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commande_lignes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commande_lignes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commande_id" integer NOT NULL,
	"stock_article_id" integer,
	"article_id" integer,
	"quantite" integer NOT NULL,
	"prix" bigint NOT NULL,
	"pourcentage" smallint DEFAULT 0 NOT NULL,
	"promotion_id" integer,
	"designation" text NOT NULL,
	"url_image" text,
	"sous_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "commande_lignes_quantite_check" CHECK ("commande_lignes"."quantite" > 0),
	CONSTRAINT "commande_lignes_prix_check" CHECK ("commande_lignes"."prix" >= 0),
	CONSTRAINT "commande_lignes_pourcentage_check" CHECK ("commande_lignes"."pourcentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "commandes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commandes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ref" text NOT NULL,
	"checkout_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"marchand_id" integer,
	"etat" text NOT NULL,
	"type_paiement" text NOT NULL,
	"adresse" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"total" bigint NOT NULL,
	"remise_promotion" bigint DEFAULT 0 NOT NULL,
	"remise_coupon" bigint DEFAULT 0 NOT NULL,
	"montant_a_payer" bigint NOT NULL,
	"client_coupon_id" integer,
	"qr_token" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commandes_ref_unique" UNIQUE("ref"),
	CONSTRAINT "commandes_qr_token_unique" UNIQUE("qr_token"),
	CONSTRAINT "commandes_etat_check" CHECK ("commandes"."etat" in ('en_attente_de_validation', 'en_attente_de_paiement', 'en_attente_de_livraison', 'en_cours_de_livraison', 'livree', 'annulee')),
	CONSTRAINT "commandes_type_paiement_check" CHECK ("commandes"."type_paiement" in ('devise', 'cib', 'livraison')),
	CONSTRAINT "commandes_montants_check" CHECK ("commandes"."total" >= 0 and "commandes"."remise_promotion" >= 0 and "commandes"."remise_coupon" >= 0 and "commandes"."montant_a_payer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"designation" text NOT NULL,
	"duree" integer NOT NULL,
	"montant" bigint NOT NULL,
	"remise" bigint NOT NULL,
	"valide" boolean DEFAULT true NOT NULL,
	"nbr_coupon" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_models_duree_check" CHECK ("coupon_models"."duree" > 0),
	CONSTRAINT "coupon_models_montant_check" CHECK ("coupon_models"."montant" >= 0),
	CONSTRAINT "coupon_models_remise_check" CHECK ("coupon_models"."remise" > 0),
	CONSTRAINT "coupon_models_nbr_check" CHECK ("coupon_models"."nbr_coupon" >= 0)
);
--> statement-breakpoint
CREATE TABLE "paiements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paiements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commande_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"statut" text NOT NULL,
	"montant" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"message" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paiements_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "paiements_statut_check" CHECK ("paiements"."statut" in ('en_cours', 'reussi', 'refuse'))
);
--> statement-breakpoint
CREATE TABLE "panier_lignes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panier_lignes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"stock_article_id" integer NOT NULL,
	"quantite" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panier_lignes_quantite_check" CHECK ("panier_lignes"."quantite" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_articles" (
	"promotion_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	CONSTRAINT "promotion_articles_promotion_id_article_id_pk" PRIMARY KEY("promotion_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"designation" text NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"pourcentage" smallint NOT NULL,
	"valide" boolean DEFAULT true NOT NULL,
	"marchand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_pourcentage_check" CHECK ("promotions"."pourcentage" between 0 and 100),
	CONSTRAINT "promotions_dates_check" CHECK ("promotions"."date_fin" >= "promotions"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "about" (
	"id" integer PRIMARY KEY NOT NULL,
	"url_logo" text,
	"email" text,
	"telephone" text,
	"adresse" text,
	"latitude" double precision,
	"longitude" double precision,
	"facebook" text,
	"instagram" text,
	"linkedin" text,
	"twitter" text,
	"description" text,
	"condition" text,
	"politique" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_single_row_check" CHECK ("about"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"telephone" text NOT NULL,
	"email" text NOT NULL,
	"sujet" text NOT NULL,
	"msg" text NOT NULL,
	"vu" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demande_comptes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demande_comptes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"telephone" text NOT NULL,
	"email" text NOT NULL,
	"designation_magasin" text NOT NULL,
	"adresse_magasin" text NOT NULL,
	"wilaya_magasin" text NOT NULL,
	"description" text NOT NULL,
	"etat" boolean DEFAULT false NOT NULL,
	"marchand_id" integer,
	"traitee_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fondateurs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fondateurs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"email" text,
	"telephone" text,
	"facebook" text,
	"instagram" text,
	"linkedin" text,
	"twitter" text,
	"url_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "publicites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publicites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"url_image" text NOT NULL,
	"model_id" integer,
	"valide" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publicites_type_check" CHECK ("publicites"."type" in ('banner1', 'banner2', 'pub_accueil', 'shop', 'categorie')),
	CONSTRAINT "publicites_model_check" CHECK (("publicites"."type" = 'categorie') = ("publicites"."model_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"url" text,
	"url_logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wilayas" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "wilayas_label_unique" UNIQUE("label")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_sous_categorie_id_sous_categories_id_fk" FOREIGN KEY ("sous_categorie_id") REFERENCES "public"."sous_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_marchand_id_marchands_id_fk" FOREIGN KEY ("marchand_id") REFERENCES "public"."marchands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galeries" ADD CONSTRAINT "galeries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sous_categories" ADD CONSTRAINT "sous_categories_categorie_id_categories_id_fk" FOREIGN KEY ("categorie_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sous_options" ADD CONSTRAINT "sous_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_article_sous_options" ADD CONSTRAINT "stock_article_sous_options_stock_article_id_stock_articles_id_fk" FOREIGN KEY ("stock_article_id") REFERENCES "public"."stock_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_article_sous_options" ADD CONSTRAINT "stock_article_sous_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_article_sous_options" ADD CONSTRAINT "stock_article_sous_options_sous_option_id_sous_options_id_fk" FOREIGN KEY ("sous_option_id") REFERENCES "public"."sous_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_articles" ADD CONSTRAINT "stock_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_coupons" ADD CONSTRAINT "client_coupons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_coupons" ADD CONSTRAINT "client_coupons_coupon_model_id_coupon_models_id_fk" FOREIGN KEY ("coupon_model_id") REFERENCES "public"."coupon_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_etats" ADD CONSTRAINT "commande_etats_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_stock_article_id_stock_articles_id_fk" FOREIGN KEY ("stock_article_id") REFERENCES "public"."stock_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_marchand_id_marchands_id_fk" FOREIGN KEY ("marchand_id") REFERENCES "public"."marchands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_client_coupon_id_client_coupons_id_fk" FOREIGN KEY ("client_coupon_id") REFERENCES "public"."client_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panier_lignes" ADD CONSTRAINT "panier_lignes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panier_lignes" ADD CONSTRAINT "panier_lignes_stock_article_id_stock_articles_id_fk" FOREIGN KEY ("stock_article_id") REFERENCES "public"."stock_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_articles" ADD CONSTRAINT "promotion_articles_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_articles" ADD CONSTRAINT "promotion_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_marchand_id_marchands_id_fk" FOREIGN KEY ("marchand_id") REFERENCES "public"."marchands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_comptes" ADD CONSTRAINT "demande_comptes_marchand_id_marchands_id_fk" FOREIGN KEY ("marchand_id") REFERENCES "public"."marchands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicites" ADD CONSTRAINT "publicites_model_id_categories_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_idx" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_owner_idx" ON "access_tokens" USING btree ("role","owner_id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marchands_designation_idx" ON "marchands" USING btree ("designation_magasin");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_hash_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_owner_idx" ON "password_resets" USING btree ("role","owner_id");--> statement-breakpoint
CREATE INDEX "articles_sous_categorie_idx" ON "articles" USING btree ("sous_categorie_id");--> statement-breakpoint
CREATE INDEX "articles_marchand_idx" ON "articles" USING btree ("marchand_id");--> statement-breakpoint
CREATE INDEX "articles_valide_created_idx" ON "articles" USING btree ("valide","created_at");--> statement-breakpoint
CREATE INDEX "galeries_article_idx" ON "galeries" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_article_client_idx" ON "notes" USING btree ("article_id","client_id");--> statement-breakpoint
CREATE INDEX "options_article_idx" ON "options" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "sous_categories_categorie_idx" ON "sous_categories" USING btree ("categorie_id");--> statement-breakpoint
CREATE INDEX "sous_options_option_idx" ON "sous_options" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "stock_article_sous_options_sous_option_idx" ON "stock_article_sous_options" USING btree ("sous_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_articles_combinaison_idx" ON "stock_articles" USING btree ("article_id","combinaison");--> statement-breakpoint
CREATE INDEX "client_coupons_client_idx" ON "client_coupons" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "commande_etats_commande_idx" ON "commande_etats" USING btree ("commande_id","created_at");--> statement-breakpoint
CREATE INDEX "commande_lignes_commande_idx" ON "commande_lignes" USING btree ("commande_id");--> statement-breakpoint
CREATE INDEX "commande_lignes_article_idx" ON "commande_lignes" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "commande_lignes_stock_idx" ON "commande_lignes" USING btree ("stock_article_id");--> statement-breakpoint
CREATE INDEX "commandes_client_idx" ON "commandes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "commandes_marchand_idx" ON "commandes" USING btree ("marchand_id","created_at");--> statement-breakpoint
CREATE INDEX "commandes_etat_idx" ON "commandes" USING btree ("etat","created_at");--> statement-breakpoint
CREATE INDEX "commandes_checkout_idx" ON "commandes" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "commandes_created_idx" ON "commandes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "paiements_commande_idx" ON "paiements" USING btree ("commande_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paiements_provider_ref_idx" ON "paiements" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "panier_lignes_client_stock_idx" ON "panier_lignes" USING btree ("client_id","stock_article_id");--> statement-breakpoint
CREATE INDEX "promotion_articles_article_idx" ON "promotion_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "promotions_marchand_idx" ON "promotions" USING btree ("marchand_id");--> statement-breakpoint
CREATE INDEX "promotions_active_idx" ON "promotions" USING btree ("valide","date_debut","date_fin");--> statement-breakpoint
CREATE INDEX "contacts_vu_idx" ON "contacts" USING btree ("vu");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demande_comptes_etat_idx" ON "demande_comptes" USING btree ("etat","created_at");--> statement-breakpoint
CREATE INDEX "publicites_type_idx" ON "publicites" USING btree ("type");--> statement-breakpoint
CREATE INDEX "publicites_model_idx" ON "publicites" USING btree ("model_id");