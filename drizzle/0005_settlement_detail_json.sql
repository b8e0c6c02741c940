-- How a bet was settled becomes data (ZSettlementDetail) instead of words; the old words are dropped here and the
-- data written by the data migration "2026-11-23-settlement-detail-as-data", which re-settles every settled bet.
ALTER TABLE "bets" ALTER COLUMN "settlement" SET DATA TYPE jsonb USING NULL::jsonb;
