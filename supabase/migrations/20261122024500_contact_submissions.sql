-- Enquiries from the contact page and newsletter sign-ups from the blog.
--
-- The public (anon) key may insert rows and do nothing else. The CHECK constraints repeat the
-- contact form's rules (packages/contact-client/src/schema.ts) so a caller who skips the form
-- cannot store what the form would refuse:
--   * values are measured after trimming spaces, tabs, line feeds and carriage returns only
--     (btrim(x, E' \t\n\r')), the same set the form trims;
--   * lengths are char_length, i.e. Unicode code points, as the form counts them;
--   * the e-mail pattern is the form's `emailPattern`, character for character.
-- The same SQL runs on Supabase, PostgreSQL 15+ and PGlite.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text,
  last_name text,
  email text not null,
  company text,
  service_interest text,
  message text,
  form_type text not null,

  constraint contact_submissions_form_type_check
    check (form_type in ('contact_page', 'newsletter')),

  constraint contact_submissions_email_check
    check (
      char_length(btrim(email, E' \t\n\r')) <= 254
      and btrim(email, E' \t\n\r')
        ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    ),

  -- Contact page rows need every field but service_interest; newsletter rows carry only the e-mail.
  constraint contact_submissions_first_name_check
    check (
      case form_type
        when 'contact_page' then coalesce(char_length(btrim(first_name, E' \t\n\r')) between 2 and 100, false)
        when 'newsletter' then first_name is null
        else true -- an unknown form_type is refused by contact_submissions_form_type_check
      end
    ),

  constraint contact_submissions_last_name_check
    check (
      case form_type
        when 'contact_page' then coalesce(char_length(btrim(last_name, E' \t\n\r')) between 2 and 100, false)
        when 'newsletter' then last_name is null
        else true -- an unknown form_type is refused by contact_submissions_form_type_check
      end
    ),

  constraint contact_submissions_company_check
    check (
      case form_type
        when 'contact_page' then coalesce(char_length(btrim(company, E' \t\n\r')) between 2 and 200, false)
        when 'newsletter' then company is null
        else true -- an unknown form_type is refused by contact_submissions_form_type_check
      end
    ),

  constraint contact_submissions_message_check
    check (
      case form_type
        when 'contact_page' then coalesce(char_length(btrim(message, E' \t\n\r')) between 10 and 5000, false)
        when 'newsletter' then message is null
        else true -- an unknown form_type is refused by contact_submissions_form_type_check
      end
    ),

  constraint contact_submissions_service_interest_check
    check (
      case form_type
        when 'contact_page' then service_interest is null
          or service_interest in (
            'hr-consulting',
            'rpo',
            'staffing',
            'international-staffing',
            'payroll-management',
            'training-development',
            'compliance-audit',
            'other'
          )
        when 'newsletter' then service_interest is null
        else true -- an unknown form_type is refused by contact_submissions_form_type_check
      end
    )
);

comment on table public.contact_submissions is
  'Contact page enquiries (form_type contact_page) and newsletter sign-ups (form_type newsletter). Insert-only for the public key.';

alter table public.contact_submissions enable row level security;

-- Supabase grants every privilege on new public tables to anon, authenticated and service_role by
-- default. Take them all back: only the owner reads, changes or deletes submissions.
revoke all on table public.contact_submissions from public, anon, authenticated, service_role;

-- Visitors may insert the seven data columns, never id or created_at.
grant insert (first_name, last_name, email, company, service_interest, message, form_type)
  on table public.contact_submissions to anon, authenticated;

-- Row-level security still needs a policy to let the insert through; the CHECK constraints decide
-- what is acceptable. There is no select, update or delete policy.
create policy "Visitors can send submissions"
  on public.contact_submissions
  for insert
  to anon, authenticated
  with check (true);
