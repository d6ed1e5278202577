create table public.fine (id int);
