-- The observable items of "not inspected" (issue 48): what a list (load rollers, return rollers, sliders, the bucket's
-- lists) was marked complete without, recorded beside its completed marker. A database seeded before them gets them
-- here, so a save naming one is not refused; a fresh database (no data types yet) gets them from the seed
-- (src/rules catalogue, ids the FNV-1a hash of the identifier).
INSERT INTO observable_items (id, data_type_id, identifier, label, description, is_collection)
SELECT v.id, v.data_type_id, v.identifier, v.label, v.description, v.is_collection
FROM (VALUES
  (1157325531, 1, 'Undercarriage.Left.LoadRollers.NotInspected', 'Not Inspected', 'Left Side / Roller Assemblies / Load Rollers / Not Inspected', false),
  (1799199597, 1, 'Undercarriage.Left.ReturnRollers.NotInspected', 'Not Inspected', 'Left Side / Roller Assemblies / Return Rollers / Not Inspected', false),
  (191881926, 1, 'Undercarriage.Left.Sliders.NotInspected', 'Not Inspected', 'Left Side / Slider / Not Inspected', false),
  (982606708, 1, 'Undercarriage.Right.LoadRollers.NotInspected', 'Not Inspected', 'Right Side / Roller Assemblies / Load Rollers / Not Inspected', false),
  (1189035058, 1, 'Undercarriage.Right.ReturnRollers.NotInspected', 'Not Inspected', 'Right Side / Roller Assemblies / Return Rollers / Not Inspected', false),
  (778467073, 1, 'Undercarriage.Right.Sliders.NotInspected', 'Not Inspected', 'Right Side / Slider / Not Inspected', false),
  (745104427, 1, 'Bucket.Summary.NotInspected', 'Not Inspected', 'Bucket / Summary / Not Inspected', false),
  (1359029865, 1, 'Bucket.GroundEngagingTools.NotInspected', 'Not Inspected', 'Ground Engaging Tools / Not Inspected', false),
  (834726885, 1, 'Bucket.GroundEngagingTools.Teeth.NotInspected', 'Not Inspected', 'Ground Engaging Tools / Teeth / Not Inspected', false),
  (1830472901, 1, 'Bucket.GroundEngagingTools.Adapters.NotInspected', 'Not Inspected', 'Ground Engaging Tools / Adapters / Not Inspected', false),
  (663661850, 1, 'Bucket.GroundEngagingTools.LipShrouds.NotInspected', 'Not Inspected', 'Ground Engaging Tools / Lip Shrouds / Not Inspected', false),
  (1717911938, 1, 'Bucket.GroundEngagingTools.WingShrouds.NotInspected', 'Not Inspected', 'Ground Engaging Tools / Wing Shrouds / Not Inspected', false),
  (2060331425, 1, 'Bucket.GroundEngagingTools.SideProtectors.NotInspected', 'Not Inspected', 'Ground Engaging Tools / Side Protectors / Not Inspected', false),
  (807929768, 1, 'Bucket.WearKit.NotInspected', 'Not Inspected', 'Wear Kit / Not Inspected', false),
  (1059695720, 1, 'Bucket.WearKit.WearPlates.NotInspected', 'Not Inspected', 'Wear Kit / Wear Plates / Not Inspected', false),
  (2088758749, 1, 'Bucket.WearKit.WearPlates.Lip.NotInspected', 'Not Inspected', 'Wear Kit / Wear Plates / Lip / Not Inspected', false),
  (1926079772, 1, 'Bucket.WearKit.WearPlates.Floor.NotInspected', 'Not Inspected', 'Wear Kit / Wear Plates / Floor / Not Inspected', false),
  (849669171, 1, 'Bucket.WearKit.WearPlates.Wrapper.NotInspected', 'Not Inspected', 'Wear Kit / Wear Plates / Wrapper / Not Inspected', false),
  (2114799853, 1, 'Bucket.WearKit.WearPlates.LeftCheek.NotInspected', 'Not Inspected', 'Wear Kit / Wear Plates / Left Cheek / Not Inspected', false),
  (1744951446, 1, 'Bucket.WearKit.WearPlates.RightCheek.NotInspected', 'Not Inspected', 'Wear Kit / Wear Plates / Right Cheek / Not Inspected', false)
) AS v(id, data_type_id, identifier, label, description, is_collection)
WHERE EXISTS (SELECT 1 FROM data_types d WHERE d.id = v.data_type_id)
ON CONFLICT DO NOTHING;
