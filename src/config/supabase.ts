/**
 * Where the browser finds Supabase. Ships to the browser: only the public URL and the anon key (public by
 * design; row-level security is the barrier). Unset means the local stand-in that `npm start` runs, whose
 * keys are the Supabase CLI's well-known demo values.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SUPABASE_URL: string = import.meta.env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY;
