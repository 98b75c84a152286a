ALTER TABLE "games" ALTER COLUMN "match" SET DATA TYPE json USING "match"::json;
