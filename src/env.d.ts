interface ImportMetaEnv {
  /** Hosted Supabase project URL; unset means the local stand-in (http://127.0.0.1:54321). */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** Hosted Supabase anon key; unset means the local stand-in's demo key. */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  /** A newsletter archive elsewhere for the Read ... links (opened in a new tab); unset means the site's own /newsletter pages. */
  readonly PUBLIC_NEWSLETTER_ARCHIVE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace Astro {
  interface ClientDirectives {
    /** See src/hydration/directive.ts. */
    'client:session'?: import('./hydration/islands.ts').SessionDirectiveValue | boolean;
  }
}
