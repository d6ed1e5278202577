create table public.half_done (id int);
select no_such_function();
